import Foundation
import Testing
import ViewProbe

extension ParentHarness {
  private var tipDatastore: TipDatastore { _harnessState(TipDatastore.self) }

  /// Configures TipKit for this harness, as the app's initializer would (`Tips.configure`): tips
  /// may show from now on, then one update. A harness does not run the `App`'s initializer, so
  /// until a test calls this (or the app's code calls `Tips.configure`) no tip shows. A second
  /// configuration is an issue, as TipKit's throws.
  public func configureTips(
    _ configuration: [Tips.ConfigurationOption] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    _perform(sourceLocation: sourceLocation) {
      do {
        try Tips.configure(configuration)
      } catch {
        _reportMisuse(
          "configureTips(): TipKit was configured already in this harness "
            + "(Tips.configure throws tipsDatastoreAlreadyConfigured).",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// Runs `change` as this harness's app code, then one update: sets a tip's parameter
  /// (`FavoriteTip.isSignedIn = true`), donates an event (`FavoriteTip.opened.sendDonation()`)
  /// or invalidates a tip, as the app would.
  public func withTipKit(
    sourceLocation: SourceLocation = #_sourceLocation, _ change: @MainActor () -> Void
  ) {
    _perform(sourceLocation: sourceLocation, change)
  }

  /// The status of `tip` in this harness's datastore.
  public func tipStatus(of tip: some Tip) -> Tips.Status { tipDatastore.status(of: tip) }

  /// The tips invalidated in this harness, by identifier, with why.
  public var invalidatedTips: [String: Tips.InvalidationReason] { tipDatastore.invalidatedTips }
}
