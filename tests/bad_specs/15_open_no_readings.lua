-- bad spec: an open question without readings
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  open { id = "AM.Q3", "Does the origin pit get a seed?" },
}
