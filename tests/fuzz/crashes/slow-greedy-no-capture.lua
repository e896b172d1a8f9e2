-- bad çèec: the same question id twice
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  open { id = "X.X2", "First?", { "a", {} } },
  open { id = "X.Q0", "Again?", { "b", {} } },
}
