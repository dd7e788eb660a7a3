import ViewProbe

/// A user profile inside the app state.
public struct AppUser: Equatable, Sendable {
  /// The user's name.
  public var name: String
}

/// F06: one large observable app state in the environment.
@Observable
public final class AppState {
  /// The signed-in user.
  public var user = AppUser(name: "Mina")
  /// The cart.
  public var cart: [String] = []

  /// An empty state.
  public init() {}

  /// An aggregate that reads many stored properties.
  public var summary: String { "\(user.name): \(cart.count) in cart" }
}

/// Reads only the user's name.
public struct UserBadge: View {
  @Environment(AppState.self) private var state

  /// A badge.
  public init() {}

  /// The name.
  public var body: some View { Text(state.user.name) }
}

/// Reads the aggregate, and so every property behind it.
public struct SummaryBar: View {
  @Environment(AppState.self) private var state

  /// A bar.
  public init() {}

  /// The summary.
  public var body: some View { Text(state.summary) }
}

/// Provides the app state to both readers.
public struct GodObjectScreen: View {
  let state: AppState

  /// A screen over `state`.
  public init(state: AppState) { self.state = state }

  /// Both readers, with the state in the environment.
  public var body: some View {
    VStack {
      UserBadge()
      SummaryBar()
    }
    .environment(state)
  }
}
