-- bad spec: unknown top-level field
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  colour = "red",
}
