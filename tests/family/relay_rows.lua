-- A test spec for sow.relay_rows (tests/test_family.c): 4 x 2, relays on
-- 2 or more, captures of 6 (out of the positions' reach).
return {
  name = "family test: relay rows",
  board = { row = 4 },
  setup = { total = 16 },
  sow = { relay = function(c) return c >= 2 end },
  capture = { counts = { 6 } },
  open { id = "RR.Q1", "From which row does a relay go on?",
    { "any", {} },
    { "own", { sow = { relay_rows = "own" } } },
    { "opponent", { sow = { relay_rows = "opponent" } } } },
}
