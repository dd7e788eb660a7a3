import Testing

/// `.semantics(.xcode27)`: the profile that harnesses (and `@State` values) created in the test
/// follow, unless a harness names its own.
///
/// For one test under both profiles, use arguments instead:
/// `@Test(arguments: SemanticsProfile.allCases) func f(profile: SemanticsProfile)`.
public struct SemanticsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The profile.
  public let profile: SemanticsProfile

  /// The trait covers every test in a suite it is applied to.
  public var isRecursive: Bool { true }

  /// Runs the test with `profile` as the default.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    var context = ProbeContext.current
    context.profile = profile
    try await ProbeContext.$current.withValue(context) { try await function() }
  }
}

extension Trait where Self == SemanticsTrait {
  /// Harnesses created in the test follow `profile` by default.
  public static func semantics(_ profile: SemanticsProfile) -> SemanticsTrait {
    SemanticsTrait(profile: profile)
  }
}
