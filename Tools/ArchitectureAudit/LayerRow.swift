/// One row of the layer table: which targets belong to the layer and what they may import.
public struct LayerRow: Sendable {
    public let layer: Layer
    /// Exact target names.
    public let names: Set<String>
    /// A name ending (`Feature`, `FeatureMocks`, `Tests`).
    public let nameSuffix: String?
    /// Folders (relative to the package root) whose targets belong to the layer.
    public let folders: [String]
    /// Stripped from a target's name to find its subject (`TeamFeatureMocks` → `TeamFeature`).
    public let subjectSuffix: String?
    public let grants: Set<ImportGrant>

    public init(
        _ layer: Layer,
        names: Set<String> = [],
        nameSuffix: String? = nil,
        folders: [String] = [],
        subjectSuffix: String? = nil,
        mayImport grants: Set<ImportGrant>
    ) {
        self.layer = layer
        self.names = names
        self.nameSuffix = nameSuffix
        self.folders = folders
        self.subjectSuffix = subjectSuffix
        self.grants = grants
    }
}
