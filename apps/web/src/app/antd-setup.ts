import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

type Container = (Element | DocumentFragment) & { __root?: Root };

// antd-mobile's imperative Toast/Dialog render through ReactDOM.render, which React 19 removed.
unstableSetRender((node, container: Container) => {
  container.__root ??= createRoot(container);
  const root = container.__root;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__root;
  };
});
