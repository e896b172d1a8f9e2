-- A test spec for children.across (tests/test_family.c): 3 x 3, no
-- captures; a last seed falling into an empty pit of the mover's own row
-- whose opposite pit holds 3 makes both pits the mover's children (a qur),
-- which keep their seeds.
return {
  name = "family test: children across",
  board = { row = 3 },
  setup = { total = 18 },
  capture = { counts = {} },
  children = { counts = { 3 }, rows = "own", across = true, keep = true },
}
