import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A first-launch tour as apps write one: pages in a paging `TabView` bound to the page number,
/// a "Skip" that jumps to the last page, a "Get Started" only the last page has, then an app of
/// iOS 18 tabs whose inbox tab carries a badge of unread messages.
struct WelcomeTour: View {
  struct Slide: Identifiable {
    let id: Int
    let title: String
    let symbol: String
  }

  static let slides = [
    Slide(id: 0, title: "Plan your week", symbol: "calendar"),
    Slide(id: 1, title: "Share with friends", symbol: "person.2"),
    Slide(id: 2, title: "Never miss a day", symbol: "bell"),
  ]

  @State private var page = 0
  @State private var finished = false

  var body: some View {
    if finished {
      TourApp()
    } else {
      VStack {
        TabView(selection: $page) {
          ForEach(Self.slides) { slide in
            VStack(spacing: 16) {
              Image(systemName: slide.symbol)
                .font(.system(size: 64))
                .foregroundStyle(Color.blue.mix(with: .white, by: 0.2))
              Text(slide.title)
                .font(.title.bold())
              if slide.id == Self.slides.count - 1 {
                Button("Get Started") { finished = true }
                  .buttonStyle(.borderedProminent)
              }
            }
            .tag(slide.id)
          }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        if page < Self.slides.count - 1 {
          Button("Skip") {
            withAnimation { page = Self.slides.count - 1 }
          }
        }
      }
    }
  }
}

/// The app behind the tour: an inbox with a badge of unread messages on its tab.
struct TourApp: View {
  enum Section: Hashable {
    case inbox
    case profile
  }

  @State private var section = Section.inbox
  @State private var unread = 3

  var body: some View {
    TabView(selection: $section) {
      Tab("Inbox", systemImage: "tray", value: .inbox) {
        VStack {
          Text("\(unread) unread")
          Button("Read one") { unread = max(unread - 1, 0) }
          Text("Terms apply")
            .underline(pattern: .dot, color: .gray)
        }
      }
      .badge(unread)
      Tab("Profile", systemImage: "person", value: .profile) {
        Text("Your profile")
      }
    }
  }
}
