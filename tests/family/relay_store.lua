-- A test spec for sow.relay_store (tests/test_family.c): 4 x 2, the
-- mover's store on the track, a cross capture of the mover's row, relays
-- from the next place while it holds seeds.
return {
  name = "family test: relay from the store",
  board = { row = 4 },
  setup = { total = 16 },
  sow = { stores = "own", relay = function(c) return c >= 1 end, relay_from = "next" },
  capture = { kind = "cross", rows = "own" },
  open { id = "RS.Q1", "Does a lap before the mover's store relay from it?",
    { "none", {} },
    { "store", { sow = { relay_store = true } } } },
}
