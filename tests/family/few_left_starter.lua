-- A test spec for finish.few_left_to (tests/test_family.c): 3 x 2, two
-- seeds or fewer left after a ply go to the round's first mover.
return {
  name = "family test: few left to the starter",
  board = { row = 3 },
  setup = { total = 24 },
  capture = { counts = { 6 } },
  finish = { few_left = 2, few_left_to = "starter" },
}
