import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A mission log in the shape of Moonshot: missions and crew decoded from JSON files in the app's
/// bundle by a helper that stops the app when a file is missing, shown in an adaptive grid whose
/// cards push a mission's page with its crew.
extension Bundle {
  func decode<T: Decodable>(_ file: String) -> T {
    guard let url = url(forResource: file, withExtension: nil) else {
      fatalError("Failed to locate \(file) in bundle.")
    }
    guard let data = try? Data(contentsOf: url) else {
      fatalError("Failed to load \(file) from bundle.")
    }
    let decoder = JSONDecoder()
    let formatter = DateFormatter()
    formatter.dateFormat = "y-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    decoder.dateDecodingStrategy = .formatted(formatter)
    do {
      return try decoder.decode(T.self, from: data)
    } catch {
      fatalError("Failed to decode \(file) from bundle: \(error)")
    }
  }
}

struct CrewMember: Codable, Identifiable {
  let id: String
  let name: String
}

struct Mission: Codable, Identifiable {
  struct Role: Codable {
    let name: String
    let role: String
  }

  let id: Int
  let launchDate: Date?
  let crew: [Role]
  let description: String

  var displayName: String { "Apollo \(id)" }
  var formattedLaunchDate: String {
    launchDate?.formatted(.dateTime.year().month(.wide).day().locale(Locale(identifier: "en_US")))
      ?? "N/A"
  }
}

struct MissionLog: View {
  let crew: [String: CrewMember] = Bundle.main.decode("astronauts.json")
  let missions: [Mission] = Bundle.main.decode("missions.json")
  @State private var showingList = false
  private let columns = [GridItem(.adaptive(minimum: 150))]

  var body: some View {
    NavigationStack {
      ScrollView {
        if showingList {
          LazyVStack {
            ForEach(missions) { mission in link(to: mission) }
          }
        } else {
          LazyVGrid(columns: columns) {
            ForEach(missions) { mission in link(to: mission) }
          }
          .padding([.horizontal, .bottom])
        }
      }
      .navigationTitle("Mission Log")
      .background(.black)
      .preferredColorScheme(.dark)
      .toolbar {
        Button(showingList ? "Show Grid" : "Show List") { showingList.toggle() }
      }
    }
  }

  private func link(to mission: Mission) -> some View {
    NavigationLink {
      MissionPage(mission: mission, crew: crew)
    } label: {
      VStack {
        Image("apollo\(mission.id)")
          .resizable()
          .scaledToFit()
          .frame(width: 100, height: 100)
        Text(mission.displayName).font(.headline)
        Text(mission.formattedLaunchDate).font(.caption)
      }
      .clipShape(.rect(cornerRadius: 10))
      .overlay(RoundedRectangle(cornerRadius: 10).stroke(.gray))
    }
  }
}

struct MissionPage: View {
  let mission: Mission
  let crew: [String: CrewMember]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text(mission.description)
        Rectangle().frame(height: 2).foregroundStyle(.gray)
        Text("Crew").font(.title.bold())
        ScrollView(.horizontal, showsIndicators: false) {
          HStack {
            ForEach(mission.crew, id: \.name) { member in
              VStack(alignment: .leading) {
                Text(crew[member.name]?.name ?? "Unknown astronaut")
                Text(member.role).foregroundStyle(.secondary)
              }
            }
          }
        }
      }
      .padding()
    }
    .navigationTitle(mission.displayName)
    .navigationBarTitleDisplayMode(.inline)
  }
}
