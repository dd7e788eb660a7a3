/// The environment a part of the tree sees, shared by every view in that part.
///
/// A view does not keep its own copy of the environment: it shares its parent's scope, unless its
/// parent handed it a different environment (an `.environment` modifier's content, a sheet's
/// content), in which case it owns a scope of its own that its descendants share. When an
/// `.environment` value changes, only the owning scope's values are replaced, and only the views
/// that depend on them are told: those whose dynamic properties read the environment, and the
/// primitives that read it while describing their children. An environment change then costs in
/// proportion to its readers, not to the size of the subtree (which handing the new environment
/// to every view in it did).
@MainActor
final class EnvironmentScope {
  /// The environment of every view resolving through this scope.
  var values: EnvironmentValues
  /// The ids of the views in this scope whose updates depend on the environment.
  var dependents: Set<Int> = []
  /// For a scope in a custom container's content: the id of the content's node (see
  /// `SubviewResolution.swift`). Kept here, where every view of the content finds it, rather than
  /// per view (a lookup per view made mounting any tree 6% slower).
  var subviewSourceID: Int?

  /// A scope of `values`; one made inside a container's content (`enclosing` is its parent's)
  /// belongs to that content too.
  init(_ values: EnvironmentValues, enclosing: EnvironmentScope? = nil) {
    self.values = values
    self.subviewSourceID = enclosing?.subviewSourceID
  }
}
