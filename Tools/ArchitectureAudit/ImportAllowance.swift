/// What one target may import: its row's grants resolved against the target's own name.
struct ImportAllowance: Sendable {
    private(set) var layers: Set<Layer> = []
    private(set) var targets: Set<String> = []
    private(set) var groups: Set<ModuleGroup> = []

    /// Resolves the `.subject…` grants for `target`; `rowOf` gives the
    /// row of the subject target, if the package has one.
    init(for target: String, row: LayerRow, rowOf: (String) -> LayerRow?) {
        let subject = row.subject(ofTarget: target)
        for grant in row.grants {
            switch grant {
            case .layer(let layer):
                layers.insert(layer)
            case .group(let group):
                groups.insert(group)
            case .module(let name):
                targets.insert(name)
            case .subject:
                if let subject { targets.insert(subject) }
            case .subjectMocks:
                if let subject { targets.insert(subject + "Mocks") }
            case .subjectGrants:
                // A subject's name is shorter than its target's, so this recursion ends.
                guard let subject, let subjectRow = rowOf(subject) else { continue }
                let inherited = ImportAllowance(for: subject, row: subjectRow, rowOf: rowOf)
                layers.formUnion(inherited.layers)
                targets.formUnion(inherited.targets)
                groups.formUnion(inherited.groups)
            case .subjectGrantedMocks:
                guard let subject, let subjectRow = rowOf(subject) else { continue }
                let inherited = ImportAllowance(for: subject, row: subjectRow, rowOf: rowOf)
                if inherited.layers.contains(.feature) { layers.insert(.featureMocks) }
                targets.formUnion(inherited.targets.map { $0 + "Mocks" })
            }
        }
    }

    func permits(target name: String, layer: Layer) -> Bool {
        targets.contains(name) || layers.contains(layer)
    }

    func permits(group: ModuleGroup) -> Bool {
        groups.contains(group)
    }
}
