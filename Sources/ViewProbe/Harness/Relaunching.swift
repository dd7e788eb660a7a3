import Testing

extension ParentHarness {
  /// Quits the app and launches it again on the same device. The hosted views leave — their
  /// `onDisappear` runs, their `.task`s are cancelled, their `@State` and `@StateObject` go — and
  /// are made anew: initial values, `onAppear`, `.task`s at the next `settle()`. What a device
  /// keeps stays: `@AppStorage`, `@SceneStorage` (restored, as after the system ended the app),
  /// and each stand-in's device state (the keychain, permissions the user answered, scheduled
  /// notifications …); a system sheet the app showed (sign-in) is dismissed, its completion
  /// hearing a cancellation. The app comes back `.active`. Code outside the views — singletons,
  /// static properties, and `Task { }`s the old views started — belongs to the test process and
  /// is not reset.
  public func relaunch(sourceLocation: SourceLocation = #_sourceLocation) {
    _perform(sourceLocation: sourceLocation) { [core] in
      let graph = core.graph
      graph.systemActions.appWillQuit()
      graph.launchCount += 1
      graph.scenePhase = .active
      #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
        // A new process makes a new app delegate, told of launch before the first body runs.
        graph.systemActions.state(AppDelegateHolder.self).relaunch()
      #endif
      // The content is made anew (its `@State` initial values evaluated again) and hosted with a
      // new identity.
      let cause = RenderCause(.parent, "the app relaunched", token: "@self")
      if let root = graph.root { graph.invalidate(root, cause: cause) }
      if let host = graph.colorSchemeHost, let node = graph.nodes[host] {
        graph.invalidate(node, cause: cause)
      }
    }
  }
}
