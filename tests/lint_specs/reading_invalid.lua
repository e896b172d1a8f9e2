-- lint: reading-invalid (the reading 'typo' patches an unknown field: the
-- spec loads with its defaults, fails with that reading chosen). The other
-- checks must still run: LT.Q2 has no effect and `rows` is given twice.
return {
  name = "lint: reading-invalid",
  board = { row = 2 },
  setup = { deal = "equal", total = 8 },
  capture = { counts = { 2 }, rows = "any", rows = "any" },
  open { id = "LT.Q1", "Chain direction",
    { "none", { capture = { chain = "none" } } },
    { "typo", { capture = { chian = "following" } } } },
  open { id = "LT.Q2", "Origin pit",
    { "sow",  { sow = { origin = "sow" } } },
    { "also", {} } },
}
