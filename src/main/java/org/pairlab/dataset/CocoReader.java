package org.pairlab.dataset;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Optional;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.dataset.ParsedDataset.ParsedBox;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.project.NewCategory;
import org.pairlab.runs.JobContext;

/**
 * COCO captions JSON plus optional instances JSON, read with Jackson's streaming parser so files with hundreds of
 * thousands of records need no tree in memory. Segmentations are skipped, not parsed.
 */
final class CocoReader implements Importer {

    record ImageRec(int line, int index, String id, String fileName, Integer width, Integer height,
                            String split, boolean wrongType) {
    }

    record CaptionRec(int line, int index, String id, String imageId, String text, boolean badUtf8,
                              int textLine, boolean wrongType) {
    }

    record CategoryRec(int line, int index, String id, String name, String supercategory) {
    }

    /** Where the records of a COCO file go as they are read, in the file's order. */
    interface Records {
        /** An array of the top level ("images", "annotations" or "categories") begins. */
        void arrayStarts(String name);

        void image(ImageRec r);

        void category(CategoryRec r);

        void caption(CaptionRec r);

        /** A box record; {@code bbox} is null when it was not four numbers. */
        void box(int line, int index, String id, String imageId, String categoryId, double[] bbox, boolean crowd,
                 Double score, boolean wrongType);

        /** The string to keep for an image id read (one shared string per image); the id as read by default. */
        default String imageId(String id) {
            return id;
        }

        /** The string to keep for a category id read; the id as read by default. */
        default String categoryId(String id) {
            return id;
        }

        /** Whether a top-level array (after {@link #arrayStarts}) is skipped unread. */
        default boolean skips(String array) {
            return false;
        }
    }

    /**
     * Everything one COCO file holds that PairLab uses. Ids that repeat on every annotation (image and category ids)
     * are kept as one shared string each: at 600,000 captions and a million boxes the copies were a large part of an
     * import's memory.
     */
    static final class FileContent implements Records {
        final List<ImageRec> images = new ArrayList<>();
        final List<CaptionRec> captions = new ArrayList<>();
        final CocoBoxTable boxes;
        final List<CategoryRec> categories = new ArrayList<>();
        /** Image ids seen so far (this file's images, or the captions file's for an instances file), shared. */
        final Map<String, String> imageIds;
        final Map<String, String> categoryIds = new HashMap<>();
        /** Whether this file's image records are kept; an instances file's are only checked for their types. */
        final boolean keepImages;
        boolean hasImagesArray;

        FileContent(String file, Map<String, String> imageIds, boolean keepImages) {
            this.boxes = new CocoBoxTable(file);
            this.imageIds = imageIds;
            this.keepImages = keepImages;
        }

        @Override
        public void arrayStarts(String name) {
        }

        @Override
        public void image(ImageRec r) {
            if (keepImages) {
                images.add(r);
                if (r.id() != null) {
                    imageIds.putIfAbsent(r.id(), r.id());
                }
            }
        }

        @Override
        public void category(CategoryRec r) {
            categories.add(r);
        }

        @Override
        public void caption(CaptionRec r) {
            captions.add(r);
        }

        @Override
        public void box(int line, int index, String id, String imageId, String categoryId, double[] bbox, boolean crowd,
                        Double score, boolean wrongType) {
            boxes.add(line, index, id, imageId, categoryId, bbox, crowd, score, wrongType);
        }

        @Override
        public String imageId(String id) {
            if (id == null) {
                return null;
            }
            String shared = imageIds.get(id);
            return shared != null ? shared : id;
        }

        @Override
        public String categoryId(String id) {
            return id == null ? null : categoryIds.computeIfAbsent(id, k -> k);
        }
    }

    @Override
    public ImportFormat format() {
        return ImportFormat.COCO;
    }

    /**
     * A COCO captions file (top-level {@code images} and {@code annotations} whose first entry has a
     * {@code caption}), or a folder holding one; an instances file beside it ({@code instances*.json}) is taken for
     * boxes. The images folder is where the first image's {@code file_name} is found: beside the file, in
     * {@code images/}, or in {@code ../<split>} as the official layout has it ({@code annotations/captions_val2017.json}
     * with {@code val2017/}).
     */
    @Override
    public Optional<Detection> detect(Path path) {
        if (Files.isDirectory(path)) {
            for (Path f : Peek.files(path)) {
                if (Peek.extension(f).equals("json")) {
                    Optional<Detection> d = detect(f);
                    if (d.isPresent()) {
                        return d.map(x -> new Detection(x.format(), x.confidence(), "in this folder, " + x.reason(),
                                x.annotations(), x.instances(), x.imagesRoot()));
                    }
                }
            }
            Path ann = path.resolve("annotations");
            return Files.isDirectory(ann) ? detect(ann) : Optional.empty();
        }
        if (!Peek.extension(path).equals("json")) {
            return Optional.empty();
        }
        Optional<Peek.JsonHead> head = Peek.json(path);
        if (head.isEmpty() || !head.get().has("images") || !head.get().has("annotations")
                || !head.get().first("annotations").has("caption")) {
            return Optional.empty();
        }
        String fileName = head.get().first("images").path("file_name").asText(null);
        Path dir = path.toAbsolutePath().getParent();
        String base = path.getFileName().toString();
        String split = base.startsWith("captions_") ? base.substring("captions_".length(), base.length() - 5) : "";
        List<Path> roots = new ArrayList<>(List.of(dir, dir.resolve("images")));
        if (!split.isEmpty() && dir.getParent() != null) {
            roots.add(dir.getParent().resolve(split));
            roots.add(dir.getParent().resolve("images").resolve(split));
        }
        Path root = Peek.rootHolding(fileName, roots);
        Path instances = null;
        for (Path f : Peek.files(dir)) {
            String n = f.getFileName().toString();
            if (n.startsWith("instances") && n.endsWith(".json") && (split.isEmpty() || n.equals("instances_" + split + ".json"))) {
                instances = f;
                break;
            }
        }
        String reason = base + " has images and annotations with captions (COCO captions)"
                + (instances != null ? "; boxes from " + instances.getFileName() : "")
                + "; images in " + root;
        return Optional.of(new Detection(ImportFormat.COCO, 0.95, reason, path, instances, root));
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path captionsFile = request.annotations();
        List<String> sources = new ArrayList<>();
        sources.add(captionsFile.toString());
        String capName = JsonFiles.name(captionsFile);
        context.progress(0, 1, "Reading " + capName);
        FileContent caps = parse(captionsFile, problems, context, new HashMap<>(), true);
        if (caps != null && !caps.hasImagesArray) {
            problems.add(capName, 1, "images", "no \"images\" array: this is not a COCO captions file");
            caps = null;
        }
        if (caps == null) {
            return new ParsedDataset(List.of(), List.of(), sources, true);
        }
        // The rows of the captions file are checked before the instances file is read, so its records can be let go
        // first; their problems are reported after the instances file's reading problems, as they always were.
        ProblemSink checks = new ProblemSink();
        Map<String, ParsedImage> byId = imagesWithCaptions(caps, capName, checks, context);
        List<CategoryRec> capsCategories = caps.categories;
        caps = null;

        FileContent inst = null;
        if (request.instances() != null) {
            sources.add(request.instances().toString());
            context.progress(0, 1, "Reading " + JsonFiles.name(request.instances()));
            Map<String, String> knownImages = new HashMap<>(byId.size() * 2);
            byId.keySet().forEach(k -> knownImages.put(k, k));
            inst = parse(request.instances(), problems, context, knownImages, false);
        }
        for (ImportProblem p : checks.all()) {
            problems.add(p);
        }

        // Categories: from the instances file, else from the captions file if it has any.
        List<CategoryRec> catRecs = inst != null && !inst.categories.isEmpty() ? inst.categories : capsCategories;
        String catFile = inst != null && !inst.categories.isEmpty() ? JsonFiles.name(request.instances()) : capName;
        Map<String, String> categoryNames = new HashMap<>();
        List<NewCategory> categories = categories(catRecs, catFile, categoryNames, problems);

        if (inst != null) {
            CocoBoxTable table = inst.boxes;
            checkBoxes(table, JsonFiles.name(request.instances()), byId::get, categoryNames, problems, context,
                    (img, row) -> ((CocoBoxTable.Boxes) img.boxes()).addRow(table, row));
        }
        return new ParsedDataset(new ArrayList<>(byId.values()), categories, sources, false);
    }

    /** The categories to write (the first of each id); {@code names} receives each kept id's name. */
    static List<NewCategory> categories(List<CategoryRec> catRecs, String catFile, Map<String, String> names,
                                        ProblemSink problems) {
        List<NewCategory> categories = new ArrayList<>();
        for (CategoryRec k : catRecs) {
            String field = "categories[" + k.index + "]";
            if (k.id == null || k.name == null || k.name.isBlank()) {
                problems.add(catFile, k.line, field, "category without id or name; skipped");
                continue;
            }
            if (names.containsKey(k.id)) {
                problems.add(catFile, k.line, field + ".id", "duplicate category id " + k.id + "; the first one is kept");
                continue;
            }
            names.put(k.id, k.name);
            Integer ext = parseIntOrNull(k.id);
            categories.add(new NewCategory(ext, k.name, k.supercategory));
        }
        return categories;
    }

    /** Takes a usable box row for its image. */
    interface BoxTarget<T> {
        void accept(T image, int row);
    }

    /**
     * Checks every box row of an instances file (duplicate id, unknown image or category, bbox shape) in the file's
     * order and hands each usable row to {@code target} with its image ({@code images} gives null for an unknown id).
     */
    static <T> void checkBoxes(CocoBoxTable boxes, String instName, java.util.function.Function<String, T> images,
                               Map<String, String> categoryNames, ProblemSink problems, JobContext context,
                               BoxTarget<T> target) {
        CocoBoxTable.FirstLines seenBox = new CocoBoxTable.FirstLines();
        boxes.categoryNames(categoryNames);
        for (int row = 0; row < boxes.size(); row++) {
            if ((row & 0xfff) == 0) {
                context.checkCancelled();
            }
            if (boxes.wrongType(row)) {
                continue;
            }
            T img = acceptBox(instName, boxes.line(row), boxes.index(row), boxes.id(row), boxes.imageId(row),
                    boxes.categoryId(row), boxes.hasBbox(row), seenBox, images, categoryNames, problems);
            if (img != null) {
                target.accept(img, row);
            }
        }
    }

    /**
     * The image a box record belongs to, or null (and a problem) when the box is skipped: a repeated id ({@code seen}
     * records each id's first line), an unknown image or category, or a bbox that is not four numbers.
     */
    static <T> T acceptBox(String instName, int line, int index, String id, String imageId, String categoryId,
                           boolean hasBbox, CocoBoxTable.FirstLines seen, java.util.function.Function<String, T> images,
                           Map<String, String> categoryNames, ProblemSink problems) {
        if (id != null) {
            int first = seen.putIfAbsent(id, line);
            if (first >= 0) {
                problems.add(instName, line, "annotations[" + index + "].id", "duplicate annotation id "
                        + id + " (first at line " + first + "); the first one is kept");
                return null;
            }
        }
        T img = imageId == null ? null : images.apply(imageId);
        if (img == null) {
            problems.add(instName, line, "annotations[" + index + "].image_id",
                    "box refers to unknown image id " + imageId + "; skipped");
            return null;
        }
        if (categoryId == null || !categoryNames.containsKey(categoryId)) {
            problems.add(instName, line, "annotations[" + index + "].category_id",
                    "unknown category id " + categoryId + "; box skipped");
            return null;
        }
        if (!hasBbox) {
            problems.add(instName, line, "annotations[" + index + "].bbox",
                    "bbox is not [x, y, width, height]; box skipped");
            return null;
        }
        return img;
    }

    /**
     * The captions file's images (the first of each id) with their captions; problems go to {@code checks}. A method of
     * its own so that its look-up tables are let go before the instances file is read.
     */
    private static Map<String, ParsedImage> imagesWithCaptions(FileContent caps, String capName, ProblemSink checks,
                                                               JobContext context) {
        // Images, keeping the first of each id.
        Map<String, ParsedImage> byId = new LinkedHashMap<>();
        Map<String, Integer> firstLine = new HashMap<>();
        for (ImageRec r : caps.images) {
            if (acceptImage(r, capName, firstLine::get, checks)) {
                firstLine.put(r.id, r.line);
                byId.put(r.id, new ParsedImage(capName, r.line, "images[" + r.index + "]", r.id, r.fileName, r.width,
                        r.height, r.split, new ArrayList<>(), new CocoBoxTable.Boxes()));
            }
        }

        CocoBoxTable.FirstLines seenCaption = new CocoBoxTable.FirstLines();
        for (CaptionRec c : caps.captions) {
            if ((c.index & 0xfff) == 0) {
                context.checkCancelled();
            }
            ParsedImage img = acceptCaption(c, capName, seenCaption, byId::get, checks);
            if (img != null) {
                img.captions().add(new ParsedCaption(c.id, c.text));
            }
        }
        return byId;
    }

    /**
     * Whether an image record is kept: it has an id and a file name and its id is new ({@code firstLine} gives the line
     * of an id seen before, or null). Problems go to {@code checks}; a record of the wrong type was reported when read.
     */
    static boolean acceptImage(ImageRec r, String capName, java.util.function.Function<String, Integer> firstLine,
                               ProblemSink checks) {
        String field = "images[" + r.index + "]";
        if (r.wrongType) {
            return false; // reported where it was read
        }
        if (r.id == null) {
            checks.add(capName, r.line, field + ".id", "image record has no id; skipped");
            return false;
        }
        if (r.fileName == null || r.fileName.isBlank()) {
            checks.add(capName, r.line, field + ".file_name", "image " + r.id + " has no file_name; skipped");
            return false;
        }
        Integer first = firstLine.apply(r.id);
        if (first != null) {
            checks.add(capName, r.line, field + ".id", "duplicate image id " + r.id + " (first at line "
                    + first + "); the first one is kept");
            return false;
        }
        return true;
    }

    /**
     * The image a caption record belongs to, or null (and a problem in {@code checks}) when the caption is skipped:
     * wrong type (reported when read), a repeated id ({@code seen} records each id's first line), an unknown image,
     * bad UTF-8 or an empty text.
     */
    static <T> T acceptCaption(CaptionRec c, String capName, CocoBoxTable.FirstLines seen,
                               java.util.function.Function<String, T> images, ProblemSink checks) {
        if (c.wrongType) {
            return null;
        }
        if (c.id != null) {
            int first = seen.putIfAbsent(c.id, c.line);
            if (first >= 0) {
                checks.add(capName, c.line, "annotations[" + c.index + "].id", "duplicate annotation id " + c.id
                        + " (first at line " + first + "); the first one is kept");
                return null;
            }
        }
        T img = c.imageId == null ? null : images.apply(c.imageId);
        if (img == null) {
            checks.add(capName, c.line, "annotations[" + c.index + "].image_id", "caption refers to unknown image id "
                    + c.imageId + "; skipped");
            return null;
        }
        if (c.badUtf8) {
            checks.add(capName, c.textLine, "annotations[" + c.index + "].caption", "caption is not valid UTF-8; skipped");
            return null;
        }
        if (c.text == null || c.text.isBlank()) {
            checks.add(capName, c.textLine, "annotations[" + c.index + "].caption", "caption is empty; skipped");
            return null;
        }
        return img;
    }

    private static Integer parseIntOrNull(String s) {
        try {
            return Integer.valueOf(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Parses one COCO file; null (and a problem) when it is malformed, since then none of it can be trusted. */
    static FileContent parse(Path file, ProblemSink problems, JobContext context, Map<String, String> imageIds,
                                     boolean keepImages) throws IOException {
        FileContent out = new FileContent(JsonFiles.name(file), imageIds, keepImages);
        Boolean sawImages = stream(file, problems, context, out);
        if (sawImages == null) {
            return null;
        }
        out.hasImagesArray = sawImages;
        return out;
    }

    /**
     * Reads one COCO file, handing each record to {@code out} as it is read. Returns whether the file has an
     * {@code images} array, or null (and a problem) when it is malformed, since then none of it can be trusted.
     */
    static Boolean stream(Path file, ProblemSink problems, JobContext context, Records out) throws IOException {
        return stream(file, problems, problems, context, out);
    }

    /** {@link #stream}, with the problems found on opening (lines that are not UTF-8) going to {@code openProblems}. */
    static Boolean stream(Path file, ProblemSink openProblems, ProblemSink problems, JobContext context, Records out)
            throws IOException {
        String fileName = JsonFiles.name(file);
        try (JsonFiles.Source src = JsonFiles.open(file, openProblems)) {
            JsonParser p = src.parser();
            JsonFiles.expect(p, JsonToken.START_OBJECT, "a JSON object");
            boolean sawImages = false;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                sawImages |= name.equals("images") && t == JsonToken.START_ARRAY;
                if (t != JsonToken.START_ARRAY || !(name.equals("images") || name.equals("annotations")
                        || name.equals("categories"))) {
                    p.skipChildren();
                    continue;
                }
                out.arrayStarts(name);
                if (out.skips(name)) {
                    p.skipChildren();
                    continue;
                }
                int index = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    if ((index & 0xfff) == 0) {
                        context.checkCancelled();
                    }
                    if (p.currentToken() != JsonToken.START_OBJECT) {
                        p.skipChildren();
                        problems.add(JsonFiles.name(file), p.currentLocation().getLineNr(), name + "[" + index + "]",
                                "not a JSON object; skipped");
                        index++;
                        continue;
                    }
                    int line = p.currentLocation().getLineNr();
                    switch (name) {
                        case "images" -> out.image(readImage(p, line, index, problems, fileName));
                        case "categories" -> out.category(readCategory(p, line, index));
                        default -> readAnnotation(p, line, index, src, out, problems, fileName);
                    }
                    index++;
                }
            }
            // A second document after the first (e.g. a JSON Lines file given as COCO) means the file is not COCO.
            if (p.nextToken() != null) {
                problems.add(JsonFiles.name(file), p.currentLocation().getLineNr(), null,
                        "malformed JSON: unexpected content after the top-level object (is this JSON Lines rather than COCO?)"
                                + "; nothing can be imported from this file");
                return null;
            }
            return sawImages;
        } catch (JsonProcessingException e) {
            problems.add(JsonFiles.malformed(file, e));
            return null;
        }
    }

    private static ImageRec readImage(JsonParser p, int line, int index, ProblemSink problems, String file)
            throws IOException {
        boolean wrong = false;
        String id = null;
        String fileName = null;
        String url = null;
        String split = null;
        Integer w = null;
        Integer h = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String f = p.currentName();
            p.nextToken();
            switch (f) {
                case "id" -> {
                    JsonFiles.Typed v = integer(p, problems, file, "images", index, f);
                    id = v.value();
                    wrong |= !v.ok();
                }
                case "file_name" -> {
                    JsonFiles.Typed v = string(p, problems, file, "images", index, f);
                    fileName = v.value();
                    wrong |= !v.ok();
                }
                case "coco_url" -> url = JsonFiles.text(p);
                case "split" -> split = JsonFiles.text(p);
                case "width" -> w = JsonFiles.intOrNull(p);
                case "height" -> h = JsonFiles.intOrNull(p);
                default -> p.skipChildren();
            }
        }
        // An explicit split (PairLab's own exports write one) wins over the folder in coco_url.
        return new ImageRec(line, index, id, fileName, w, h, split != null ? split : splitFromUrl(url), wrong);
    }

    /** COCO urls look like http://images.cocodataset.org/val2017/000000000139.jpg: the folder is the split. */
    static String splitFromUrl(String url) {
        if (url == null) {
            return null;
        }
        int last = url.lastIndexOf('/');
        if (last <= 0) {
            return null;
        }
        int prev = url.lastIndexOf('/', last - 1);
        String seg = url.substring(prev + 1, last);
        return seg.startsWith("train") || seg.startsWith("val") || seg.startsWith("test") ? seg : null;
    }

    /**
     * The categories of a COCO file, every other array skipped unread; null when the file is not well-formed JSON.
     * Values that only a full read checks (numbers too large for their field) are not looked at.
     */
    static List<CategoryRec> categoriesOnly(Path file, JobContext context) throws IOException {
        List<CategoryRec> out = new ArrayList<>();
        try (JsonFiles.Source src = JsonFiles.open(file, new ProblemSink())) {
            JsonParser p = src.parser();
            JsonFiles.expect(p, JsonToken.START_OBJECT, "a JSON object");
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                if (t != JsonToken.START_ARRAY || !name.equals("categories")) {
                    context.checkCancelled();
                    p.skipChildren();
                    continue;
                }
                int index = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    if (p.currentToken() == JsonToken.START_OBJECT) {
                        out.add(readCategory(p, p.currentLocation().getLineNr(), index));
                    } else {
                        p.skipChildren();
                    }
                    index++;
                }
            }
            return p.nextToken() != null ? null : out;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    private static CategoryRec readCategory(JsonParser p, int line, int index) throws IOException {
        String id = null;
        String name = null;
        String sup = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String f = p.currentName();
            p.nextToken();
            switch (f) {
                case "id" -> id = JsonFiles.text(p);
                case "name" -> name = JsonFiles.text(p);
                case "supercategory" -> sup = JsonFiles.text(p);
                default -> p.skipChildren();
            }
        }
        return new CategoryRec(line, index, id, name, sup);
    }

    /** A captions annotation has "caption"; an instances annotation has "bbox". One file may hold either. */
    private static void readAnnotation(JsonParser p, int line, int index, JsonFiles.Source src, Records out,
                                       ProblemSink problems, String file) throws IOException {
        boolean wrong = false;
        String id = null;
        String imageId = null;
        String caption = null;
        boolean hasCaption = false;
        boolean badUtf8 = false;
        int textLine = line;
        String categoryId = null;
        double[] bbox = null;
        boolean hasBbox = false;
        boolean crowd = false;
        Double score = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String f = p.currentName();
            JsonToken t = p.nextToken();
            switch (f) {
                case "id" -> {
                    JsonFiles.Typed v = integer(p, problems, file, "annotations", index, f);
                    id = v.value();
                    wrong |= !v.ok();
                }
                case "image_id" -> {
                    JsonFiles.Typed v = integer(p, problems, file, "annotations", index, f);
                    imageId = v.value();
                    wrong |= !v.ok();
                }
                case "caption" -> {
                    hasCaption = true;
                    textLine = p.currentLocation().getLineNr();
                    JsonFiles.Typed v = string(p, problems, file, "annotations", index, f);
                    caption = v.value();
                    wrong |= !v.ok();
                    badUtf8 = src.badText(caption);
                }
                case "category_id" -> {
                    JsonFiles.Typed v = integer(p, problems, file, "annotations", index, f);
                    categoryId = v.value();
                    wrong |= !v.ok();
                }
                case "iscrowd" -> crowd = t == JsonToken.VALUE_TRUE
                        || (t == JsonToken.VALUE_NUMBER_INT && p.getIntValue() != 0);
                case "score" -> score = t.isNumeric() ? p.getDoubleValue() : null;
                case "bbox" -> {
                    hasBbox = true;
                    bbox = readBbox(p);
                }
                default -> p.skipChildren();
            }
        }
        if (hasCaption) {
            out.caption(new CaptionRec(line, index, id, out.imageId(imageId), caption, badUtf8, textLine, wrong));
        }
        if (hasBbox) {
            out.box(line, index, id, out.imageId(imageId), out.categoryId(categoryId), bbox, crowd, score, wrong);
        }
    }

    /** An integer as text; the field's name is only spelled out when the value has the wrong type. */
    private static JsonFiles.Typed integer(JsonParser p, ProblemSink problems, String file, String array, int index,
                                           String f) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_NUMBER_INT) {
            return new JsonFiles.Typed(p.getText(), true);
        }
        return JsonFiles.integer(p, problems, file, array + "[" + index + "]." + f);
    }

    /** A string; the field's name is only spelled out when the value has the wrong type. */
    private static JsonFiles.Typed string(JsonParser p, ProblemSink problems, String file, String array, int index,
                                          String f) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_STRING) {
            return new JsonFiles.Typed(p.getText(), true);
        }
        return JsonFiles.string(p, problems, file, array + "[" + index + "]." + f);
    }

    private static double[] readBbox(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            p.skipChildren();
            return null;
        }
        double[] v = new double[4];
        int n = 0;
        boolean ok = true;
        while (p.nextToken() != JsonToken.END_ARRAY) {
            if (!p.currentToken().isNumeric() || n >= 4) {
                ok = false;
                p.skipChildren();
            } else {
                v[n++] = p.getDoubleValue();
            }
        }
        return ok && n == 4 ? v : null;
    }
}
