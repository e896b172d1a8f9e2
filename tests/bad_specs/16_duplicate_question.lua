-- bad spec: the same question id twice
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  open { id = "X.Q1", "First?", { "a", {} } },
  open { id = "X.Q1", "Again?", { "b", {} } },
}
