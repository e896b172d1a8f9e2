-- A test spec for first_from_rightmost (tests/test_family.c): 4 x 3, the
-- first sowing from one of the two rightmost pits in play (MancalaGames'
-- OnlyRightTwo: Lamlameta), captures of 6 (out of the positions' reach).
return {
  name = "family test: first from the rightmost",
  board = { row = 4 },
  setup = { total = 24 },
  capture = { counts = { 6 } },
  first_from_rightmost = 2,
}
