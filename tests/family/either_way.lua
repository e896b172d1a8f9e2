-- A test spec for sow.either_way (tests/test_family.c): 4 x 2, captures of
-- 2 or 3 with the preceding chain; a turn from the first pit of a row
-- (counted from its owner's left) may be sown either way.
return {
  name = "family test: either way",
  board = { row = 4 },
  setup = { total = 16 },
  sow = { either_way = { 1 } },
  capture = { counts = { 2, 3 }, chain = "preceding" },
}
