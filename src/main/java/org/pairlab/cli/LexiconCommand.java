package org.pairlab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairlab.augment.AntonymRewriter;
import org.pairlab.augment.FaceLexicon;
import org.pairlab.augment.GeneralLexicon;
import org.pairlab.augment.LexiconFiles;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pairlab lexicon FILE import|export|list PATH [--name NAME]}: moves caption-rewrite lexicons in and out. */
@Command(mixinStandardHelpOptions = true, name = "lexicon", description = "Import or export a word-replacement lexicon (JSON, or TSV for .tsv/.txt).")
final class LexiconCommand implements Callable<Integer> {
    enum Action { IMPORT, EXPORT, LIST }

    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Parameters(index = "1", paramLabel = "ACTION", description = "import, export or list.",
            converter = ActionConverter.class)
    Action action;

    @Parameters(index = "2", arity = "0..1", paramLabel = "PATH", description = "The lexicon file.")
    Path path;

    @Option(names = "--name", description = "The lexicon in the project (default: the file's name for import, "
            + FaceLexicon.NAME + " for export).")
    String name;

    static final class ActionConverter implements picocli.CommandLine.ITypeConverter<Action> {
        @Override
        public Action convert(String value) {
            try {
                return Action.valueOf(value.strip().toUpperCase(java.util.Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException("expected import, export or list, got '" + value + "'");
            }
        }
    }

    @Override
    public Integer call() throws Exception {
        try (Project p = project.open()) {
            if (action == Action.LIST) {
                GeneralLexicon.seedBuiltIns(p);
                java.util.List<java.util.Map<String, Object>> json = new java.util.ArrayList<>();
                for (String n : p.lexicons().names()) {
                    int size = p.lexicons().entries(n).size();
                    json.add(java.util.Map.of("name", n, "entries", size));
                    common.say(n + "\t" + size + " entries");
                }
                common.result(java.util.Map.of("lexicons", json));
                return 0;
            }
            if (path == null) {
                throw new UsageException("lexicon " + action.name().toLowerCase() + " needs a PATH");
            }
            if (action == Action.IMPORT) {
                LexiconFiles.Loaded loaded = LexiconFiles.read(path, name);
                String target = loaded.name();
                p.lexicons().replace(target, loaded.entries());
                common.result(java.util.Map.of("action", "import", "lexicon", target, "entries", loaded.entries().size()));
                common.say("Imported " + loaded.entries().size() + " entries into lexicon '" + target + "'");
            } else {
                String source = name == null ? FaceLexicon.NAME : name;
                List<LexiconEntry> entries = AntonymRewriter.lexicon(p, source);
                LexiconFiles.write(path, source, entries);
                common.result(java.util.Map.of("action", "export", "lexicon", source, "entries", entries.size(),
                        "file", path.toAbsolutePath().toString()));
                common.say("Exported " + entries.size() + " entries of lexicon '" + source + "' to " + path);
            }
        }
        return 0;
    }
}
