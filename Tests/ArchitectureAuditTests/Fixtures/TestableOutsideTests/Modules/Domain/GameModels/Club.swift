public struct Club {}
