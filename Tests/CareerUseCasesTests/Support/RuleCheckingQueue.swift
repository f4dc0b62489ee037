@testable import CareerUseCases
import Foundation
import GRDB
@testable import Persistence

/// A connection of its own to a career file that can run what the game's connections run, the content rules'
/// `printable` included: for tests that call a use case on the file directly.
func ruleCheckingQueue(_ url: URL) throws -> DatabaseQueue {
    var configuration = Configuration()
    ContentCheckFunctions.install(in: &configuration)
    return try DatabaseQueue(path: url.path, configuration: configuration)
}
