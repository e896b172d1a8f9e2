-- lint: question-no-effect (the second reading restates the default)
return {
  name = "lint: question-no-effect",
  board = { row = 2 },
  setup = { deal = "equal", total = 8 },
  capture = { counts = { 2 } },
  open { id = "LT.Q1", "A question whose second reading changes nothing",
    { "sow",  { sow = { origin = "sow" } } },
    { "same", { sow = { origin = "sow" } } } },
}
