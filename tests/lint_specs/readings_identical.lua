-- lint: readings-identical (two non-default readings patch the same field alike)
return {
  name = "lint: readings-identical",
  board = { row = 2 },
  setup = { deal = "equal", total = 8 },
  capture = { counts = { 2 } },
  open { id = "LT.Q1", "Who moves first?",
    { "south",  { first = "south" } },
    { "north",  { first = "north" } },
    { "top",    { first = "north" } } },
}
