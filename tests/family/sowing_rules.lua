-- A test spec for the sowing rules of tests/test_family.c's sowing_rules:
-- capture.while_sowing.last, sow.first_seed = "store", capture.after with a relay, capture.each_lap, sow.opponent_takes, extra_turn.while_sowing. 4 x 4, captures of 6 at the end.
return {
  name = "family test: sowing rules",
  board = { row = 4 },
  setup = { total = 32 },
  capture = { counts = { 6 } },
  open { id = "SR.Q1", "Which rule is tried?",
    { "none", {} },
    { "last", { capture = { while_sowing = { counts = { 4 }, by = "owner", last = true } },
                sow = { relay = function(c) return c >= 1 end, relay_from = "next" } } },
    { "not_last", { capture = { while_sowing = { counts = { 4 }, by = "owner" } },
                    sow = { relay = function(c) return c >= 1 end, relay_from = "next" } } },
    { "store", { sow = { first_seed = "store", relay = function(c) return c >= 2 end } } },
    { "after_relay", { capture = { counts = { 3 }, after = 1 }, sow = { relay = function(c) return c >= 2 end } } },
    { "lap_cross", { capture = { kind = "cross", counts = function(c) return c >= 1 end, each_lap = "landing" },
                     sow = { relay = function(c) return c >= 2 end } } },
    { "lap_next", { capture = { counts = { 3 }, each_lap = "next" }, sow = { relay = function(c) return c >= 2 end } } } },
  open { id = "SR.Q2", "Which other rule is tried?",
    { "none", {} },
    { "opp_takes", { capture = { counts = { 3 } }, sow = { opponent_takes = 6, relay = function(c) return c >= 2 end } } },
    { "turn", { capture = { while_sowing = { counts = { 4 } } }, extra_turn = { capture = true } } },
    { "no_turn", { capture = { while_sowing = { counts = { 4 } } }, extra_turn = { capture = true, while_sowing = false } } } },
}
