import Foundation
import TipKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A trail list with TipKit tips: one inline tip that waits until the user signed in and opened
/// two trails, with a "Learn more" action; one popover tip shown once; a tip closed for good when
/// the user does what it suggests.
struct FavoriteTrailTip: Tip {
  @Parameter
  static var isSignedIn: Bool = false
  static let trailOpened = Event(id: "trailOpened")

  var title: Text { Text("Save your favorite trails") }
  var message: Text? { Text("Favorites appear at the top of the list.") }
  var image: Image? { Image(systemName: "star") }

  var actions: [Action] {
    Action(id: "learn-more", title: "Learn more")
  }

  var rules: [Rule] {
    #Rule(Self.$isSignedIn) { $0 == true }
    #Rule(Self.trailOpened) { $0.donations.count >= 2 }
  }
}

struct FilterTip: Tip {
  var title: Text { Text("Filter by difficulty") }
  var options: [any TipOption] { [Tips.MaxDisplayCount(1)] }
}

/// What a trail is rated, as a plain value with its own icon (made off the main actor).
enum TrailDifficulty: String, CaseIterable, Sendable {
  case easy, moderate, hard
  var icon: Image { Image(systemName: self == .hard ? "flame" : "leaf") }
}

let trailNames = ["Ridge Loop", "Lake Path"]

/// A shared image made at the top level, off the main actor (an error in Swift 6 mode while
/// ViewProbe's `Image` initializers were main-actor isolated; SwiftUI's are not).
let trailMapIcon = Image(systemName: "map")

struct TrailTips: View {
  private let favoriteTip = FavoriteTrailTip()
  @State private var favorites: [String] = []
  @State private var showingHelp = false
  @State private var showingFilter = false

  var body: some View {
    NavigationStack {
      List {
        TipView(favoriteTip) { action in
          if action.id == "learn-more" { showingHelp = true }
        }
        ForEach(trailNames, id: \.self) { name in
          NavigationLink(name, value: name)
        }
        ForEach(favorites, id: \.self) { name in
          Text("★ \(name)")
        }
      }
      .navigationDestination(for: String.self) { name in
        TrailPage(name: name) {
          favorites.append(name)
          favoriteTip.invalidate(reason: .actionPerformed)
        }
      }
      .toolbar {
        Button("Sign in") { FavoriteTrailTip.isSignedIn = true }
        Button("Filter") { showingFilter.toggle() }
          .popoverTip(FilterTip())
      }
      .sheet(isPresented: $showingHelp) { Text("Tap the star on a trail to keep it.") }
      .navigationTitle("Trails")
    }
  }
}

struct TrailPage: View {
  let name: String
  let onFavorite: @MainActor () -> Void

  var body: some View {
    VStack {
      trailMapIcon
      TrailDifficulty.moderate.icon
      Text(name)
      Button("Favorite", action: onFavorite)
    }
    .task { await FavoriteTrailTip.trailOpened.donate() }
  }
}

/// iOS 18's tip groups: the trail guide's tips one at a time, in order.
struct TrailGuide: View {
  @State private var tips = TipGroup(.ordered) {
    FavoriteTrailTip()
    FilterTip()
  }

  var body: some View {
    VStack {
      TipView(tips.currentTip)
      Text("Trail guide")
    }
  }
}
