val distinct : ''a * ''a * ''a -> bool
