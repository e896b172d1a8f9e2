-- bad spec: unknown enum word
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  start = "middle",
}
