/// One entry of a layer's "may import" list.
public enum ImportGrant: Hashable, Sendable {
    /// Any target of that layer.
    case layer(Layer)
    /// Any module of that group.
    case group(ModuleGroup)
    /// One named target of another layer, when a layer needs just that piece of it.
    case module(String)
    /// The target this one is named after: a Mocks module's feature, a Tests target's module under test.
    case subject
    /// The subject's `…Mocks` target.
    case subjectMocks
    /// Whatever the subject's own layer may import.
    case subjectGrants
    /// The Mocks modules of the features the subject may import: the composition's tests conform the
    /// mock factory to every feature's slice.
    case subjectGrantedMocks
}
