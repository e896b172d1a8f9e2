-- bad spec: the chunk returns a string, not a table
return "Mangala"
