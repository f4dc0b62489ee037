import GameModels
#if canImport(GRDB)
import GRDB
#endif

struct ClubRecord {}
