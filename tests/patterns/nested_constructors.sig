val firstSome : 'a option list -> 'a option
