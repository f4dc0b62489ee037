import CareerSaves
import CareerUseCases
import DataManaging
import Foundation

/// The one object graph of a run, built by the executable and passed down (no singletons).
@MainActor
public final class DependencyContainer {
    public let dataDirectory: URL
    public let dataManager: any DataManagerProtocol
    public let interactorFactory: InteractorFactory
    let saveTransfer: CareerSaveTransfer
    private let storage: SQLiteDataManager

    /// `seed` fixes the world of new careers; nil draws a fresh one for each.
    public init(dataDirectory: URL, seed: UInt64?) {
        self.dataDirectory = dataDirectory
        // Every command and the game start here: what a killed import or export left is settled first.
        CareerSaves(dataDirectory: dataDirectory).recoverInterrupted()
        let dataManager = SQLiteDataManager(dataDirectory: dataDirectory, environment: ProcessInfo.processInfo.environment)
        self.dataManager = dataManager
        storage = dataManager
        let saveTransfer = CareerSaveTransfer(dataDirectory: dataDirectory)
        self.saveTransfer = saveTransfer
        interactorFactory = InteractorFactory(dataManager: dataManager, saveImporter: saveTransfer,
                                              seedSource: { WorldSeed.fixedOrRandom(seed) })
    }

    /// The end of the run: the careers it opened are closed and noted as left (decision 38), whatever still holds
    /// the graph.
    public func close() {
        storage.closeCareers()
    }
}
