-- bad spec: a Lua syntax error (missing closing brace)
return {
  name = "Bad",
  board = { row = 6 ,
  setup = { deal = "equal", total = 72 },
}
