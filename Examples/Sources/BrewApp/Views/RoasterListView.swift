#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A roaster the app's server lists.
public struct Roaster: Codable, Identifiable, Hashable, Sendable {
  /// The server's identity for it.
  public let id: Int
  /// Its name.
  public let name: String
  /// Where it roasts.
  public let city: String

  /// A roaster named `name`, in `city`.
  public init(id: Int, name: String, city: String) {
    self.id = id
    self.name = name
    self.city = city
  }
}

/// The roasters the app's server lists, loaded with `URLSession.shared` when the screen appears,
/// with a way to try again when the server fails.
public struct RoasterListView: View {
  /// Where the list comes from.
  public static let endpoint = URL(string: "https://brew.example.com/api/roasters")!

  @State private var roasters: [Roaster] = []
  @State private var failure: String?

  /// The screen, loading when it appears.
  public init() {}

  /// The roasters, or what went wrong with a Retry button.
  public var body: some View {
    List {
      if let failure {
        Text(failure)
        Button("Retry") { Task { await load() } }
      }
      ForEach(roasters) { roaster in
        Text("\(roaster.name), \(roaster.city)")
      }
    }
    .navigationTitle("Roasters")
    .task { await load() }
  }

  private func load() async {
    do {
      let (data, response) = try await URLSession.shared.data(from: Self.endpoint)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        failure = "The server could not list roasters."
        return
      }
      roasters = try JSONDecoder().decode([Roaster].self, from: data)
      failure = nil
    } catch {
      failure = "No connection."
    }
  }
}
