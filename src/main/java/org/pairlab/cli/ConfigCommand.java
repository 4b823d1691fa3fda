package org.pairlab.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.pairlab.augment.cutswap.ClusterEmbedders;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.project.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code pairlab config FILE KEY [VALUE]}: reads or writes one project setting. */
@Command(mixinStandardHelpOptions = true, name = "config", description = {"Read or write a project setting.",
        "Known keys: " + AlignmentModels.SETTING + " (a model name under models/, or an absolute model folder; "
                + "an empty value turns re-ranking off); " + ClusterEmbedders.SETTING + " (auto, minilm or clip: "
                + "the word embedder CutSwap clusters object words with; auto = CLIP when alignment.model is one)."})
final class ConfigCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Parameters(index = "1", paramLabel = "KEY", description = "The setting, e.g. " + AlignmentModels.SETTING + ".")
    String key;

    @Parameters(index = "2", paramLabel = "VALUE", arity = "0..1", description = "The new value; without it, prints the current one.")
    String value;

    /** The settings a person may read or write; anything else is a typo and is refused rather than stored. */
    static final List<String> KNOWN_KEYS = List.of(AlignmentModels.SETTING, ClusterEmbedders.SETTING,
            org.pairlab.lm.llm.ProjectLlmSettings.URL, org.pairlab.lm.llm.ProjectLlmSettings.MODEL,
            org.pairlab.lm.llm.ProjectLlmSettings.KEY_VARIABLE);

    @Override
    public Integer call() {
        if (key.isBlank()) {
            throw new UsageException("KEY must not be empty");
        }
        if (!KNOWN_KEYS.contains(key)) {
            throw DidYouMean.unknown("setting", key, KNOWN_KEYS);
        }
        if (value != null && key.equals(ClusterEmbedders.SETTING)) {
            try {
                ClusterEmbedders.Mode.parse(value); // refuse a typo before it is stored
            } catch (IllegalArgumentException e) {
                throw new UsageException(key + ": " + e.getMessage());
            }
        }
        try (Project p = project.open()) {
            if (value != null) {
                p.settings().put(key, value);
            }
            String current = p.settings().get(key).orElse("");
            java.util.Map<String, Object> json = new java.util.LinkedHashMap<>();
            json.put("key", key);
            json.put("value", p.settings().get(key).orElse(null));
            json.put("changed", value != null);
            common.result(json);
            common.say(p.settings().get(key).isPresent() ? key + " = " + current : key + " is not set");
            if (key.equals(AlignmentModels.SETTING)) {
                AlignmentModels.Choice c = AlignmentModels.standard().choose(current);
                if (c.configured() && c.model().isEmpty()) {
                    common.note("warning: " + c.message());
                } else {
                    common.say(c.message());
                }
            }
            if (key.equals(AlignmentModels.SETTING) || key.equals(ClusterEmbedders.SETTING)) {
                try {
                    common.say("CutSwap clusters object words with "
                            + new ClusterEmbedders(AlignmentModels.standard()).choose(p.settings()).message());
                } catch (RuntimeException e) {
                    common.note("warning: " + e.getMessage());
                }
            }
        }
        return 0;
    }
}
