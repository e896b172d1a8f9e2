-- A test spec for sow.relay_stops (tests/test_family.c): 4 x 2, a cross
-- capture of the mover's row, relays from the next pit while it holds seeds.
return {
  name = "family test: relay stops",
  board = { row = 4 },
  setup = { total = 16 },
  sow = { relay = function(c) return c >= 1 end, relay_from = "next" },
  capture = { kind = "cross", rows = "own" },
  open { id = "RG.Q1", "Does a relay stop where the cross capture would take?",
    { "none", {} },
    { "stops", { sow = { relay_stops = "cross" } } } },
}
