// Linux has no StoreKit. There, ViewProbe's product includes this stand-in, so that a view file
// that imports StoreKit compiles unchanged: `@Environment(\.requestReview)` is ViewProbe's (each
// request is recorded in `ParentHarness.reviewRequests`), and StoreKit 2's products, purchases
// and store views sell what the test offers (`Products.swift`).
@_exported import ViewProbe

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  /// Asks for an App Store review the way code written before `@Environment(\.requestReview)`
  /// does: each request is recorded in the `reviewRequests` of the harness whose code made it.
  @MainActor
  public final class SKStoreReviewController {
    /// Asks for a review in `windowScene`.
    public static func requestReview(in windowScene: UIWindowScene) {
      _ViewProbeRuntime.recordReviewRequest()
    }

    /// Asks for a review (deprecated: use a window scene, or `requestReview`).
    public static func requestReview() { _ViewProbeRuntime.recordReviewRequest() }
  }
#endif
