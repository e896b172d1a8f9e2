-- sow.bear_off (tests/test_family.c): 4 x 2, laps while the last pit holds
-- 2 or more, a last seed in an empty own pit takes the opposite pit;
-- once a sowing leaves no pit above one seed, seeds leaving the mover's
-- row are borne off into the mover's store (MancalaGames' BearOff class).
return {
  name = "family test: bear off",
  board = { row = 4 },
  setup = { total = 16 },
  sow = { relay = function(c) return c >= 2 end, bear_off = true },
  capture = { kind = "cross", rows = "own" },
}
