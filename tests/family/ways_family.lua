-- A test spec for sow.relay_turns, sow.first_chooses, capture.two_out_last,
-- allow each_pit_first and reach_or_empty (tests/test_family.c): 4 x 2,
-- captures of 6 (out of the positions' reach: keeps the prover from
-- calling them endless).
return {
  name = "family test: ways",
  board = { row = 4 },
  setup = { total = 16 },
  capture = { counts = { 6 } },
  open { id = "FW.Q1", "Which rule is tried?",
    { "none", {} },
    { "relay_turns", { sow = { relay = function(c) return c >= 2 end, relay_turns = true } } },
    { "relay", { sow = { relay = function(c) return c >= 2 end } } },
    { "first_chooses", { sow = { first_chooses = true } } },
    { "two_out_any", { capture = { kind = "two_out", two_out_last = "any" } } },
    { "each_pit_first", { allow = "each_pit_first" } },
    { "reach_relay", { allow = "reach_or_empty", sow = { relay = function(c) return c >= 2 end } } } },
}
