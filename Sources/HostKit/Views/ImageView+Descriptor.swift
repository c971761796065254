extension ViewClassDescriptor {
    static let imageView = ViewClassDescriptor(
        ImageView.self, name: "ImageView", superclass: View.self, summary: "Shows an image of the app.",
        properties: [
            .custom("image", .string, of: ImageView.self, "The image's name.",
                    cAccess: .string(get: { ($0 as! ImageView).image?.name }, set: { view, name in (view as! ImageView).image = name.map { Image.storyboardImage(named: $0) } })) { imageView, value in
                if case .string(let name) = value { imageView.image = Image.storyboardImage(named: name) }
            },
        ])
}
