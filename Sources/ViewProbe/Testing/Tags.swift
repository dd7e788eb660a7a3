import Testing

extension Tag {
  /// A test of an invariant of SwiftUI's state model (SEMANTICS.md).
  @Tag public static var invariant: Self
  /// A test that documents an anti-pattern.
  @Tag public static var antiPattern: Self
  /// A test of view identity and storage lifetime.
  @Tag public static var identity: Self
  /// A test of write propagation through bindings.
  @Tag public static var propagation: Self
  /// A test of environment reads.
  @Tag public static var environment: Self
  /// A test of Observation's tracking.
  @Tag public static var observation: Self
  /// A test that runs the regression catalog.
  @Tag public static var regressionCatalog: Self
}
