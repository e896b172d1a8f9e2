-- bad spec: capture count 300
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  capture = { counts = { 2, 300 } },
}
