// Plumbing that view paths leave out: a path names the views a developer wrote.
extension TupleView: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView {}
extension AnyView: StructuralView {}
