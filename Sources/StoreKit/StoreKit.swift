// Linux has no StoreKit. There, ViewProbe's product includes this stand-in, so that a view file
// that imports StoreKit for `@Environment(\.requestReview)` compiles unchanged: the environment
// value is ViewProbe's (each request is recorded in `ParentHarness.reviewRequests`). Products and
// purchases are not provided.
@_exported import ViewProbe
