-- A test spec for capture.kind match and sow.relay_stops match
-- (tests/test_family.c): 4 x 2, relays on 2 or more, any count matches.
return {
  name = "family test: match capture",
  board = { row = 4 },
  setup = { total = 16 },
  sow = { relay = function(c) return c >= 2 end },
  capture = { kind = "match", counts = function(c) return c >= 1 end },
  open { id = "MT.Q1", "Does a relay stop where a match capture would take?",
    { "lap_on", {} },
    { "stop", { sow = { relay_stops = "match" } } } },
}
