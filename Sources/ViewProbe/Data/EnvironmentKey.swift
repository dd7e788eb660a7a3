/// A key for a value in ``EnvironmentValues``.
///
/// ViewProbe has no macros, so `@Entry` is not available: declare the key by hand. A
/// `static var defaultValue: T { expr }` behaves like `@Entry` (re-evaluated per read, D08); a
/// `static let` evaluates once.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value a view reads when no ancestor set the key (D02).
  static var defaultValue: Value { get }
}
