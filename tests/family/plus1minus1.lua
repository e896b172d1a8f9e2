-- A test spec for opening = "plus1minus1" (tests/test_family.c): 3 x 2,
-- captures of 2 (MancalaGames' PLUS1MINUS1 prescribed opening: Gabata).
return {
  name = "family test: plus one minus one",
  board = { row = 3 },
  setup = { total = 12 },
  capture = { counts = { 2 } },
  opening = "plus1minus1",
}
