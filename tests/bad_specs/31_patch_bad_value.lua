-- bad spec: a default patch with a bad enum word
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  open { id = "X.Q1", "Which?", { "a", { sow = { origin = "sideways" } } } },
}
