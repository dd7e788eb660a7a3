/// The global actor of ``_RemoveGlobalActorIsolation``: no code runs on it.
@globalActor
public actor _InferenceBlockingActor {
  /// The one instance.
  public static let shared = _InferenceBlockingActor()
}

/// Inherited, as in SwiftUI, by the protocols that refine a main-actor protocol (`View`,
/// `ViewModifier`) but whose own requirements are nonisolated (`Shape`, `GeometryEffect`): two
/// global actors inherited together cancel each other, so a type conforming to one of these
/// protocols is not put on the main actor through it. Under Xcode 26's default main-actor
/// isolation a custom `Shape`'s `path(in:)` then satisfies its requirement as it does with
/// SwiftUI.
@_InferenceBlockingActor
public protocol _RemoveGlobalActorIsolation {}
